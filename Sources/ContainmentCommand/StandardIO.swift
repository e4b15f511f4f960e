#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command's reading and writing, on file descriptors: every failure is
/// an answer (a reason, `false`), never a trap.
enum StandardIO {
  /// The largest input the command reads: past it, a file or standard input
  /// is refused with a reason, so that `- < /dev/urandom` ends.
  static let maximumInputBytes = 256 << 20

  /// The text of the file at `path`, or of standard input for `-`, or why
  /// it cannot be read.
  ///
  /// Anything readable is read as a stream: a regular file, `/dev/stdin`, a
  /// named pipe, process substitution, `/dev/null` (an empty scenario).
  static func readText(_ path: String) -> Result<String, ReadFailure> {
    if path == "-" { return readText(descriptor: 0, name: "standard input") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(ReadFailure(reason(errno))) }
    defer { close(descriptor) }
    return readText(descriptor: descriptor, name: "it")
  }

  private static func readText(descriptor: Int32, name: String) -> Result<String, ReadFailure> {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(ReadFailure(errno == EBADF ? "\(name) is closed" : reason(errno)))
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      return .failure(ReadFailure("\(name) is a directory"))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(errno == EBADF ? "\(name) is closed" : reason(errno)))
      }
      guard bytes.count + count <= maximumInputBytes else {
        return .failure(ReadFailure("\(name) is larger than \(maximumInputBytes >> 20) MB"))
      }
      bytes.append(contentsOf: chunk[..<count])
    }
    guard isValidUTF8(bytes) else { return .failure(ReadFailure("it is not UTF-8 text")) }
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  /// Whether `bytes` are well-formed UTF-8.
  private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Writes all of `text` to `descriptor`; `false` when the output failed (a
  /// full disk, a closed pipe with SIGPIPE ignored, a closed descriptor).
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return true }  // Nothing to write.
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN {
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&poller, 1, -1)
            continue
          }
          return false
        }
        offset += written
      }
      return true
    }
  }

  /// Writes `text` to the file at `path`, replacing it; `false` when the
  /// file cannot be opened or written.
  static func writeFile(_ path: String, _ text: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    let written = write(text, to: descriptor)
    return close(descriptor) == 0 && written
  }

  /// The reason `errno` gives, in words.
  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "it is a directory"
    default: String(cString: strerror(code))
    }
  }
}

/// Why an input could not be read: the words after `cannot read NAME: `.
struct ReadFailure: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}

/// The C library's `write`, which `StandardIO.write` hides inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
