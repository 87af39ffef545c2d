import Testing

// The Demo's window exists only with AppKit; elsewhere asking for it is a usage error.
#if !canImport(AppKit)
extension DemoTests {
    @Test func windowNeedsMacOS() {
        let (status, output) = run(["--window"])
        #expect(status == 64, "a usage error, as the other options' are")
        #expect(output.contains("needs macOS"))
    }
}
#endif
