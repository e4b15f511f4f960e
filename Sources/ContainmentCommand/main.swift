import ContainmentScenario
import Foundation

// The `containment` command: all behaviour lives in `CommandLineTool`; this
// file only reads files and standard input and writes the results.

var tool = CommandLineTool(
  readFile: { path in try? String(contentsOfFile: path, encoding: .utf8) },
  readStandardInput: {
    String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
  }
)
tool.whyUnreadable = { path in
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    return "no such file"
  }
  if isDirectory.boolValue { return "it is a directory" }
  guard FileManager.default.isReadableFile(atPath: path) else { return "permission denied" }
  return "it is not UTF-8 text"
}
let result = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
