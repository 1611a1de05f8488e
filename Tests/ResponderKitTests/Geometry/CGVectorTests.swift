import Foundation
import ResponderKit
import Testing

@Suite("CGVector")
struct CGVectorTests {
    @Test("CGVector(dx:dy:) takes CGFloat, Double and Int components, as CoreGraphics' overlay does")
    func initializerOverloads() {
        let fromCGFloat = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        let fromDouble = CGVector(dx: 1.5, dy: -2.0)
        let fromInt = CGVector(dx: 3, dy: -4)
        #expect(fromCGFloat == fromDouble)
        #expect(fromInt.dx == 3 && fromInt.dy == -4)
        #expect(fromDouble.dx == 1.5 && fromDouble.dy == -2)
    }

    @Test("CGVector.zero and CGVector() are the zero vector")
    func zero() {
        #expect(CGVector.zero == CGVector())
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(CGVector(dx: 0, dy: 1) != .zero)
    }

    @Test("CGVector is Hashable by its components")
    func hashable() {
        let vectors: Set<CGVector> = [CGVector(dx: 1, dy: 2), CGVector(dx: 1.0, dy: 2.0), CGVector(dx: 2, dy: 1)]
        #expect(vectors.count == 2)
    }

    @Test("CGVector encodes as CoreGraphics does, an unkeyed [dx, dy] pair, and decodes back")
    func codable() throws {
        let vector = CGVector(dx: 1.5, dy: -3)
        let data = try JSONEncoder().encode(vector)
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-3]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == vector)
    }
}
