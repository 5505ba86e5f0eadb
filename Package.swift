// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowviz",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flowviz", targets: ["flowviz"]),
        .library(name: "FlowvizCore", targets: ["FlowvizCore"]),
        .library(name: "FlowvizJSON", targets: ["FlowvizJSON"]),
        .library(name: "FlowvizDSL", targets: ["FlowvizDSL"]),
        .library(name: "FlowvizLint", targets: ["FlowvizLint"]),
        .library(name: "FlowvizRender", targets: ["FlowvizRender"]),
        .library(name: "FlowvizGraphviz", targets: ["FlowvizGraphviz"]),
        .library(name: "FlowvizTesting", targets: ["FlowvizTesting"]),
        .library(name: "FlowvizScanTesting", targets: ["FlowvizScanTesting"]),
        .library(name: "FlowvizConfig", targets: ["FlowvizConfig"]),
        .library(name: "FlowvizScan", targets: ["FlowvizScan"]),
        .plugin(name: "FlowvizPlugin", targets: ["FlowvizPlugin"]),
        // Synthetic and random apps: benchmarks, size tests and the render fuzzer (Fuzz/).
        .library(name: "FlowvizSynth", targets: ["FlowvizSynth"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The scanner builds and passes its tests with each of these (Scripts/check-swift-syntax-range.sh).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        // Pure parts: no system libraries.
        .target(name: "FlowvizCore"),
        .target(name: "FlowvizJSON", dependencies: ["FlowvizCore"]),
        .target(name: "FlowvizDSL", dependencies: ["FlowvizCore"]),
        .target(name: "FlowvizLint", dependencies: ["FlowvizCore", "FlowvizJSON"]),
        .target(
            name: "FlowvizConfig",
            dependencies: ["FlowvizCore", "FlowvizJSON", "FlowvizLint", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "FlowvizRender", dependencies: ["FlowvizCore", "FlowvizJSON", "FlowvizLint"]),
        .target(
            name: "FlowvizTesting",
            dependencies: [
                "FlowvizCore", "FlowvizLint", "FlowvizConfig",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Routes failures into Swift Testing on Linux and in release builds, so that a
                // team's test target needs no dependency of its own on xctest-dynamic-overlay.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // FlowvizTesting's assertions on an app's scanned Swift sources (swift-syntax).
        .target(
            name: "FlowvizScanTesting",
            dependencies: [
                "FlowvizTesting", "FlowvizConfig", "FlowvizCore", "FlowvizScan",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The Swift-source scanner (swift-syntax; also used by the benchmark and its tests).
        .target(
            name: "FlowvizScan",
            dependencies: [
                "FlowvizCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "FlowvizSamples", dependencies: ["FlowvizCore", "FlowvizDSL"], path: "Samples/DSL"),
        // Deterministic synthetic apps (JSON and Swift sources) for benchmarks and size tests.
        .target(name: "FlowvizSynth", dependencies: ["FlowvizCore", "FlowvizJSON"]),

        // The only target that knows Graphviz: it loads libgvc at run time, when a render first
        // needs it, and links nothing of Graphviz. CGraphviz is a header of the few C layouts it
        // uses (no Graphviz headers needed to build, no link directives).
        .systemLibrary(name: "CGraphviz"),
        .target(name: "FlowvizGraphviz", dependencies: ["CGraphviz", "FlowvizRender"]),

        .executableTarget(
            name: "flowviz",
            dependencies: [
                "FlowvizCore", "FlowvizJSON", "FlowvizLint", "FlowvizConfig", "FlowvizRender", "FlowvizGraphviz", "FlowvizScan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `swift package flowviz lint|render|scan …` in a package that depends on flowviz.
        .plugin(
            name: "FlowvizPlugin",
            capability: .command(
                intent: .custom(verb: "flowviz", description: "Lint or draw the package's coordinator flows with flowviz"),
                permissions: [.writeToPackageDirectory(reason: "render, scan and lint -o write the files the command names")]
            ),
            dependencies: ["flowviz"]
        ),

        // The benchmark harness: `swift run -c release flowviz-bench` (README, Performance).
        .executableTarget(
            name: "flowviz-bench",
            dependencies: [
                "FlowvizCore", "FlowvizJSON", "FlowvizLint", "FlowvizRender", "FlowvizGraphviz", "FlowvizSynth", "FlowvizScan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/FlowvizBench"
        ),

        // What the test targets share: repository paths, fixtures, schema validation, processes.
        .target(name: "FlowvizTestSupport", path: "Tests/FlowvizTestSupport"),
        .testTarget(name: "FlowvizTestSupportTests", dependencies: ["FlowvizTestSupport"]),
        .testTarget(name: "FlowvizCoreTests", dependencies: ["FlowvizCore", "FlowvizJSON", "FlowvizDSL", "FlowvizTestSupport"]),
        .testTarget(name: "FlowvizLintTests", dependencies: ["FlowvizCore", "FlowvizJSON", "FlowvizDSL", "FlowvizLint", "FlowvizTestSupport"]),
        .testTarget(
            name: "SamplesTests",
            dependencies: ["FlowvizCore", "FlowvizJSON", "FlowvizDSL", "FlowvizLint", "FlowvizSamples", "FlowvizScan", "FlowvizTestSupport"]
        ),
        .testTarget(name: "FlowvizGraphvizTests", dependencies: ["FlowvizGraphviz", "FlowvizTestSupport"]),
        .testTarget(
            name: "FlowvizRenderTests",
            dependencies: ["FlowvizCore", "FlowvizJSON", "FlowvizRender", "FlowvizGraphviz", "FlowvizSamples", "FlowvizSynth", "FlowvizTestSupport"]
        ),
        .testTarget(name: "CLITests", dependencies: ["flowviz", "FlowvizTestSupport"]),
        .testTarget(
            name: "FlowvizScanTests",
            dependencies: [
                "FlowvizScan", "FlowvizCore", "FlowvizJSON", "FlowvizLint", "FlowvizSamples", "FlowvizSynth", "FlowvizTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "FlowvizSynthTests",
            dependencies: [
                "FlowvizSynth", "FlowvizCore", "FlowvizJSON", "FlowvizLint",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "FlowvizConfigTests",
            dependencies: ["FlowvizConfig", "FlowvizCore", "FlowvizJSON", "FlowvizLint", "FlowvizSamples", "FlowvizTestSupport"]
        ),
        .testTarget(
            name: "FlowvizTestingTests",
            dependencies: [
                "FlowvizTesting", "FlowvizConfig", "FlowvizCore", "FlowvizDSL", "FlowvizJSON", "FlowvizLint", "FlowvizSamples",
            ]
        ),
        // An app module declaring the vocabulary coordinator apps use (`Coordinator`, `Screen`,
        // `Route`, …), and a test target importing it beside FlowvizDSL: no name clashes.
        .target(name: "ClashingApp", path: "Tests/Fixtures/ClashingApp"),
        .testTarget(name: "NameClashTests", dependencies: ["ClashingApp", "FlowvizDSL", "FlowvizTesting"]),
        .testTarget(name: "FlowvizScanTestingTests", dependencies: ["FlowvizScanTesting", "FlowvizConfig", "FlowvizCore", "FlowvizLint", "FlowvizTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
