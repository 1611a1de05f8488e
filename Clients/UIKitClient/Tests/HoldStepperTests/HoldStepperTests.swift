import Testing
import UIKit
#if canImport(ResponderKitTesting)
import ResponderKitTesting
#endif
import HoldStepper

// Swift Testing and UIKit imported together, as iOS test files do.
#if canImport(ResponderKitTesting)
@MainActor @Suite("HoldStepper: the same source as on iOS, driven on Linux")
struct HoldStepperTests {
    @Test("O5: a tap steps once; the repeat timer stops when the finger lifts", .eventTestHost)
    func tapStepsOnce() throws {
        let host = try #require(EventTestHost.current)
        let stepper = HoldStepper(frame: CGRect(x: 100, y: 100, width: 80, height: 44))
        host.makeWindow().addSubview(stepper)
        try host.tap(at: host.screenPoint(inCenterOf: stepper))
        host.advance(by: 2)
        #expect(stepper.value == 1)
    }

    @Test("O3: the stepper responds to the repeat step it declares, and not to others")
    func respondsToItsStep() {
        let stepper = HoldStepper()
        #expect(stepper.responds(to: .repeatStep))
        #expect(!stepper.responds(to: Selector("repeatStep")))
    }
}
#endif
