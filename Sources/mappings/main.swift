print("mappings")
