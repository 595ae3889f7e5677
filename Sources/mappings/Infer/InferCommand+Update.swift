import Foundation
import MappingKit

extension InferCommand {
    static func update(_ file: String, options: Options) -> Int32 {
        MappingsTool.usageError
    }
}
