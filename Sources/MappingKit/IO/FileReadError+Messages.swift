#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

extension FileReadError: CustomStringConvertible {
    /// Why the file was not read, as a clause that follows its name:
    /// `cannot read 'X': <message>`. The only place these are worded.
    package var message: String {
        switch self {
        case .notFound:
            "there is no such file"
        case .nameNotUTF8(let name):
            "the name $'\(RawName.shell(name))' on its path is not valid UTF-8 (each '\u{FFFD}' stands for a byte "
                + "that is not), and a path written as text cannot name it"
        case .permissionDenied:
            "permission denied"
        case .isDirectory:
            "it is a directory, not a file"
        case .notRegularFile(let kind):
            "it is \(kind.phrase), not a regular file"
        case .symlinkLoop:
            "symbolic links on the way to it loop or nest too deeply"
        case .tooLarge(let size?, let limit):
            "it is \(size) bytes, over the limit of \(limit) bytes"
        case .tooLarge(nil, let limit):
            "it holds more than the limit of \(limit) bytes"
        case .changed:
            "it changed while it was being opened"
        case .readFailed(let code):
            "reading failed: \(SystemCall.errorText(code)) (errno \(code))"
        }
    }

    /// The likely fix.
    package var suggestion: String {
        switch self {
        case .notFound:
            "check the file's name and folder"
        case .nameNotUTF8(let name):
            "rename it to a UTF-8 name in its folder: mv $'\(RawName.shell(name))' NEW-NAME"
        case .permissionDenied:
            "check the permissions of the file and of its folders (the file needs read permission)"
        case .isDirectory:
            "name a file inside the directory"
        case .notRegularFile:
            "only regular files are read; save the content to a file and name that file"
        case .symlinkLoop:
            "check the symbolic links on the path with 'ls -l' and make them lead to a file"
        case .tooLarge:
            "use a smaller file, or raise the limit if the input is trusted"
        case .changed:
            "read it again when nothing is replacing it"
        case .readFailed:
            "check the file and the device it is on"
        }
    }

    package var description: String { message }

}

extension FileReader.Kind {
    /// The kind with its article, for messages: `a FIFO (named pipe)`.
    package var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "a special file"
        }
    }
}
