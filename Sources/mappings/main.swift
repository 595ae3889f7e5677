import Foundation

exit(MappingsTool.run(Array(CommandLine.arguments.dropFirst())))
