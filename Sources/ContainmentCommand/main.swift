import ContainmentScenario
import Foundation

// The `containment` command: all behaviour lives in `CommandLineTool`; this
// file only reads files and standard input and writes the results.

let tool = CommandLineTool(
  readFile: { path in try? String(contentsOfFile: path, encoding: .utf8) },
  readStandardInput: {
    String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
  }
)
let result = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
