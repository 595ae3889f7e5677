#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

extension FileWriteError: CustomStringConvertible {
    /// Why the file was not written, as a clause that follows its name:
    /// `cannot write 'X': <message>`. The only place these are worded.
    package var message: String {
        switch self {
        case .notFound: "its folder does not exist"
        case .permissionDenied: "permission denied"
        case .isDirectory: "it is a directory"
        case .noSpace: "there is no space left on the device"
        case .writeFailed(let code): "writing failed: \(SystemCall.errorText(code)) (errno \(code))"
        }
    }

    /// The likely fix.
    package var suggestion: String {
        switch self {
        case .notFound: "create the folder first, or name a file in a folder that exists"
        case .permissionDenied: "check the permissions of the folder (writing a file needs write permission on its folder)"
        case .isDirectory: "name a file, not a directory"
        case .noSpace: "free some space, or write to another disk"
        case .writeFailed: "check the folder and the device it is on"
        }
    }

    package var description: String { message }
}
