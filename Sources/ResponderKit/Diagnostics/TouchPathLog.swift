import Foundation

#if DEBUG
/// Debug builds only: the named steps a touch event takes, each with the file it runs in, written down while a
/// test records them. The article on the path of a touch lists the same walk file by file, and a test compares
/// the two, so the article cannot drift from the code. Release builds have no log and no call.
@MainActor
enum TouchPathLog {
    /// The steps since recording began, as "Folder/File.swift: step"; `nil` when nobody records.
    static var steps: [String]?

    /// Writes down `step` as taken in the file that calls it.
    static func note(_ step: String, file: String = #filePath) {
        guard steps != nil else { return }
        let relative = file.range(of: "Sources/ResponderKit/").map { String(file[$0.upperBound...]) } ?? file
        steps?.append("\(relative): \(step)")
    }
}
#endif
