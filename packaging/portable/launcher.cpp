// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// The portable agentctl's front door, linked statically so it needs nothing from the host: it
// runs the bundled agentctl through the bundled dynamic loader with the bundle's lib/ as the only
// library path, so neither the host's C library nor its Qt (if any) is ever used. It replaces
// itself (execv), so agentctl keeps the launcher's process id and parent. Processes agentctl
// starts (git, node, agents) are the host's own and see an untouched environment.
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

// The folder holding this launcher: from /proc/self/exe, or from argv[0] where /proc is missing.
std::string bundleDirectory(const char *argv0)
{
    char buffer[PATH_MAX];
    const ssize_t length = readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    std::string self;
    if (length > 0) {
        self.assign(buffer, static_cast<size_t>(length));
    } else if (argv0 != nullptr && std::strchr(argv0, '/') != nullptr && realpath(argv0, buffer) != nullptr) {
        self = buffer;
    } else {
        return {};
    }
    const size_t slash = self.rfind('/');
    return slash == std::string::npos ? std::string() : self.substr(0, slash == 0 ? 1 : slash);
}

} // namespace

int main(int argc, char *argv[])
{
    const std::string dir = bundleDirectory(argc > 0 ? argv[0] : nullptr);
    if (dir.empty()) {
        std::fprintf(stderr,
            "agentctl: cannot find the bundle's folder (/proc is not mounted); run it by its full path\n");
        return 127;
    }
    const std::string loader = dir + "/lib/ld-linux-x86-64.so.2";
    const std::string libraries = dir + "/lib";
    const std::string program = dir + "/bin/agentctl";

    std::vector<char *> args;
    args.push_back(const_cast<char *>(loader.c_str()));
    args.push_back(const_cast<char *>("--library-path"));
    args.push_back(const_cast<char *>(libraries.c_str()));
    args.push_back(const_cast<char *>("--argv0"));
    args.push_back(argc > 0 ? argv[0] : const_cast<char *>("agentctl"));
    args.push_back(const_cast<char *>(program.c_str()));
    for (int i = 1; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);

    execv(loader.c_str(), args.data());
    std::fprintf(stderr, "agentctl: cannot run %s: %s\n", loader.c_str(), std::strerror(errno));
    return 127;
}
