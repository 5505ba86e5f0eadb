@testable import FlowvizGraphviz
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A clustered graph: 4 clusters, 15 nodes, cross-cluster edges, one `rank=same` row.
let clusteredDOT = """
digraph flows {
  rankdir=TB; newrank=true;
  node [shape=box];
  subgraph cluster_home { label="Home";
    subgraph { rank=same; home; feed; detail; }
    home -> feed -> detail;
  }
  subgraph cluster_settings { label="Settings"; settings; account; privacy; about; settings -> account; settings -> privacy; settings -> about; }
  subgraph cluster_onboarding { label="Onboarding"; welcome; signup; verify; welcome -> signup -> verify; }
  subgraph cluster_profile { label="Profile"; profile; edit; avatar; followers; profile -> edit -> avatar; profile -> followers; }
  home -> settings; detail -> profile; verify -> home; followers -> detail;
  account -> signup [style=dashed]; about -> welcome; edit -> privacy;
}
"""

func svgString(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// True if `bytes` parse as well-formed XML.
func isWellFormedXML(_ bytes: [UInt8]) -> Bool {
    final class Delegate: NSObject, XMLParserDelegate {}
    let parser = XMLParser(data: Data(bytes))
    let delegate = Delegate()
    parser.delegate = delegate
    parser.shouldResolveExternalEntities = false
    return parser.parse()
}

/// Runs `body` with fd 2 redirected to a temporary file; returns what was written there.
///
/// Goes through the library's own capture, whose lock serialises every redirection of the
/// process-wide fd 2 (two redirections interleaving would leave fd 2 pointing at a closed file).
func capturingStderr<T>(_ body: () -> T) -> (result: T, stderr: String) {
    let (result, captured) = StandardErrorCapture.run { () -> T in body() }
    return (result, captured)
}
