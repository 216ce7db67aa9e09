// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <compare>
#include <optional>

namespace kandesk {

// A version as npm writes it: MAJOR.MINOR.PATCH[-prerelease][+build]; a leading "v" is allowed
// ("v20.20.2", as `node --version` prints it).
struct SemVer {
    int major = 0;
    int minor = 0;
    int patch = 0;
    QString prerelease;

    static std::optional<SemVer> parse(const QString &text);
    QString toString() const;
    std::strong_ordering operator<=>(const SemVer &other) const;
    bool operator==(const SemVer &other) const { return (*this <=> other) == std::strong_ordering::equal; }
};

// Whether version satisfies an npm range such as the "engines.node" of a package.json: "||"
// alternatives of space-separated comparators (>=, >, <=, <, =), caret and tilde ranges, x-ranges
// ("20.x", "*", ""), hyphen ranges ("18 - 20"). A range that cannot be read yields nullopt.
std::optional<bool> satisfiesRange(const SemVer &version, const QString &range);

// The range as a person reads it: ">=22" -> "≥ 22", ">=20.0.0" -> "≥ 20"; others as written.
QString describeRange(const QString &range);

// "v20.20.2" -> "20.20" (how a person names the Node they have).
QString shortVersion(const SemVer &version);

} // namespace kandesk
