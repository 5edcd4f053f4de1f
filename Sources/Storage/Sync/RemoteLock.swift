/// A lock file git made in a remote that is a folder (a USB stick, a shared folder) while it
/// updated the remote's branch. A push killed midway leaves it there, and every machine's push is
/// then refused ("cannot lock ref"). Only a folder's locks are looked at: a remote over the network
/// is another computer's, and its locks are its own business.
public struct RemoteLock: Equatable, Sendable {
    /// The lock file's path.
    public var path: String
    /// How long ago it was made, in seconds.
    public var age: Int

    package init(path: String, age: Int) { (self.path, self.age) = (path, age) }

    /// A lock this old, in a folder other computers may share (a network file system), that no
    /// program here has open, is left by a stopped push: git holds a ref's lock for milliseconds.
    package static let staleAfter = 600

    /// The kinds of file system other computers may write at the same time, as `/proc/self/mounts`
    /// names them (FUSE ones, such as sshfs, start with `fuse`).
    package static let shared: Set<String> = [
        "nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "afs", "ceph", "coda", "gfs2", "ocfs2", "lustre", "glusterfs",
    ]

    /// The folder a remote's address names, nil for one over the network.
    package static func folder(of remote: String) -> String? {
        if remote.hasPrefix("/") { return remote }
        if remote.hasPrefix("file://") { return String(remote.dropFirst(7)) }
        return nil
    }

    /// `45 s`, `12 min`, `3 h`, `2 days`: how old a lock is, in words.
    public static func spoken(_ seconds: Int) -> String {
        switch seconds {
        case ..<120: "\(seconds) s"
        case ..<7_200: "\(seconds / 60) min"
        case ..<172_800: "\(seconds / 3_600) h"
        default: "\(seconds / 86_400) days"
        }
    }
}
