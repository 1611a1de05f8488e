import Foundation
import ResponderKit
import Testing

@Suite("IndexPath+UIKit")
struct IndexPathUIKitTests {
    @Test("IndexPath(row:section:) stores the section first and reads back by row and section (R3)")
    func rowAndSection() {
        let path = IndexPath(row: 4, section: 2)
        #expect(Array(path) == [2, 4])
        #expect(path.row == 4)
        #expect(path.section == 2)
        #expect(path == IndexPath(indexes: [2, 4]))
    }

    @Test("IndexPath(item:section:) and item read the same second index as row (R18)")
    func itemAndRow() {
        var path = IndexPath(item: 7, section: 1)
        #expect(path.item == 7)
        #expect(path.row == 7)
        path.item = 3
        path.section = 5
        #expect(path == IndexPath(row: 3, section: 5))
    }

    @Test("Index paths compare section first, then row, as tables order their rows (R2)")
    func ordering() {
        let sorted = [IndexPath(row: 0, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 2, section: 0)].sorted()
        #expect(sorted == [IndexPath(row: 2, section: 0), IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1)])
    }
}
