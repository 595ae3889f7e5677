{id, type, actor: {id: .actor.id, login: .actor.login, url: .actor.url}, repo: {id: .repo.id, name: .repo.name}, public, createdAt: .created_at}
