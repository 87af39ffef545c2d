// swift-tools-version: 6.0
// The benchmark harness: a separate package so the library stays free of dependencies.
// Run from the repository root:  swift run -c release --package-path Benchmarks
import PackageDescription

let package = Package(
    name: "TweenKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TweenKit", path: ".."),
    ],
    targets: [
        // Counts heap allocations by defining malloc & co. in the executable (Linux/glibc).
        .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
        .executableTarget(
            name: "TweenKitBenchmarks",
            dependencies: [.product(name: "TweenKit", package: "TweenKit"), "AllocationCounter"],
            path: "Sources/TweenKitBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
