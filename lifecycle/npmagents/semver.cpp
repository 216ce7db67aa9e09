// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "semver.h"

#include <QRegularExpression>
#include <QStringList>

namespace kandesk {

namespace {

// One comparator after x-ranges are read: op and version; partial versions keep how many parts they had.
struct Partial {
    int parts = 0; // 0: "*"/"x"; 1: "20"; 2: "20.1"; 3: full
    SemVer version;
};

std::optional<Partial> parsePartial(QString text)
{
    text = text.trimmed();
    if (text.startsWith(QLatin1Char('v')) || text.startsWith(QLatin1Char('=')))
        text = text.mid(1).trimmed();
    if (text.isEmpty() || text == QLatin1String("*") || text.compare(QLatin1String("x"), Qt::CaseInsensitive) == 0)
        return Partial {};
    QString core = text;
    QString prerelease;
    if (const qsizetype plus = core.indexOf(QLatin1Char('+')); plus >= 0)
        core.truncate(plus);
    if (const qsizetype dash = core.indexOf(QLatin1Char('-')); dash >= 0) {
        prerelease = core.mid(dash + 1);
        core.truncate(dash);
    }
    const QStringList pieces = core.split(QLatin1Char('.'));
    if (pieces.size() > 3)
        return std::nullopt;
    Partial partial;
    int values[3] = { 0, 0, 0 };
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        const QString &piece = pieces.at(i);
        if (piece == QLatin1String("*") || piece.compare(QLatin1String("x"), Qt::CaseInsensitive) == 0)
            break;
        bool ok = false;
        const int value = piece.toInt(&ok);
        if (!ok || value < 0)
            return std::nullopt;
        values[i] = value;
        partial.parts = int(i) + 1;
    }
    partial.version = SemVer { values[0], values[1], values[2], partial.parts == 3 ? prerelease : QString() };
    return partial;
}

// The first version above every version a partial covers ("20" -> 21.0.0, "20.1" -> 20.2.0).
SemVer nextAfter(const Partial &p)
{
    if (p.parts == 1)
        return SemVer { p.version.major + 1, 0, 0, {} };
    if (p.parts == 2)
        return SemVer { p.version.major, p.version.minor + 1, 0, {} };
    return p.version;
}

struct Bound {
    enum Op { Ge, Gt, Le, Lt, Eq } op = Ge;
    SemVer version;
    bool admits(const SemVer &v) const
    {
        const auto order = v <=> version;
        switch (op) {
        case Ge:
            return order != std::strong_ordering::less;
        case Gt:
            return order == std::strong_ordering::greater;
        case Le:
            return order != std::strong_ordering::greater;
        case Lt:
            return order == std::strong_ordering::less;
        case Eq:
            return order == std::strong_ordering::equal;
        }
        return false;
    }
};

// A comparator ("^20.1", "~1.2", ">=18", "20.x", "1.2.3") as bounds.
std::optional<QList<Bound>> boundsOf(const QString &token)
{
    QString rest = token;
    QString op;
    for (const char *candidate : { ">=", "<=", ">", "<", "=", "^", "~" }) {
        if (rest.startsWith(QLatin1String(candidate))) {
            op = QLatin1String(candidate);
            rest = rest.mid(op.size());
            break;
        }
    }
    const auto partial = parsePartial(rest);
    if (!partial)
        return std::nullopt;
    const Partial &p = *partial;
    if (p.parts == 0)
        return QList<Bound> {}; // anything
    if (op == QLatin1String(">="))
        return QList<Bound> { { Bound::Ge, p.version } };
    if (op == QLatin1String(">"))
        return p.parts == 3 ? QList<Bound> { { Bound::Gt, p.version } } : QList<Bound> { { Bound::Ge, nextAfter(p) } };
    if (op == QLatin1String("<"))
        return QList<Bound> { { Bound::Lt, p.version } };
    if (op == QLatin1String("<="))
        return p.parts == 3 ? QList<Bound> { { Bound::Le, p.version } } : QList<Bound> { { Bound::Lt, nextAfter(p) } };
    if (op == QLatin1String("^")) {
        SemVer upper;
        if (p.version.major > 0 || p.parts == 1)
            upper = SemVer { p.version.major + 1, 0, 0, {} };
        else if (p.version.minor > 0 || p.parts == 2)
            upper = SemVer { 0, p.version.minor + 1, 0, {} };
        else
            upper = SemVer { 0, 0, p.version.patch + 1, {} };
        return QList<Bound> { { Bound::Ge, p.version }, { Bound::Lt, upper } };
    }
    if (op == QLatin1String("~")) {
        const SemVer upper = p.parts == 1 ? SemVer { p.version.major + 1, 0, 0, {} }
                                          : SemVer { p.version.major, p.version.minor + 1, 0, {} };
        return QList<Bound> { { Bound::Ge, p.version }, { Bound::Lt, upper } };
    }
    // "=" or bare: exact when full, an x-range otherwise.
    if (p.parts == 3)
        return QList<Bound> { { Bound::Eq, p.version } };
    return QList<Bound> { { Bound::Ge, p.version }, { Bound::Lt, nextAfter(p) } };
}

std::optional<bool> satisfiesSet(const SemVer &version, const QString &set)
{
    QString text = set.trimmed();
    // Hyphen range "A - B".
    static const QRegularExpression hyphen(QStringLiteral("^(\\S+)\\s+-\\s+(\\S+)$"));
    if (const auto match = hyphen.match(text); match.hasMatch()) {
        const auto low = parsePartial(match.captured(1));
        const auto high = parsePartial(match.captured(2));
        if (!low || !high)
            return std::nullopt;
        if (version < low->version)
            return false;
        if (high->parts == 0)
            return true;
        return high->parts == 3 ? version <= high->version : version < nextAfter(*high);
    }
    // "> = 18" is written ">=18" by npm; join an operator with the version after it.
    static const QRegularExpression spacedOperator(QStringLiteral("([<>=^~]+)\\s+"));
    text.replace(spacedOperator, QStringLiteral("\\1"));
    const QStringList tokens = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &token : tokens) {
        const auto bounds = boundsOf(token);
        if (!bounds)
            return std::nullopt;
        for (const Bound &bound : *bounds) {
            if (!bound.admits(version))
                return false;
        }
    }
    return true;
}

} // namespace

std::optional<SemVer> SemVer::parse(const QString &text)
{
    const auto partial = parsePartial(text);
    if (!partial || partial->parts == 0)
        return std::nullopt;
    return partial->version;
}

QString SemVer::toString() const
{
    QString text = QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
    if (!prerelease.isEmpty())
        text += QLatin1Char('-') + prerelease;
    return text;
}

std::strong_ordering SemVer::operator<=>(const SemVer &other) const
{
    if (const auto c = major <=> other.major; c != 0)
        return c;
    if (const auto c = minor <=> other.minor; c != 0)
        return c;
    if (const auto c = patch <=> other.patch; c != 0)
        return c;
    // A prerelease comes before its release.
    if (prerelease.isEmpty() != other.prerelease.isEmpty())
        return prerelease.isEmpty() ? std::strong_ordering::greater : std::strong_ordering::less;
    const int c = QString::compare(prerelease, other.prerelease);
    return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
}

std::optional<bool> satisfiesRange(const SemVer &version, const QString &range)
{
    const QStringList alternatives = range.split(QStringLiteral("||"));
    bool readable = false;
    for (const QString &alternative : alternatives) {
        const auto fits = satisfiesSet(version, alternative);
        if (!fits)
            continue;
        readable = true;
        if (*fits)
            return true;
    }
    return readable ? std::optional<bool>(false) : std::nullopt;
}

QString describeRange(const QString &range)
{
    static const QRegularExpression atLeast(QStringLiteral("^\\s*>=\\s*v?(\\d+)(?:\\.0)?(?:\\.0)?\\s*$"));
    if (const auto match = atLeast.match(range); match.hasMatch())
        return QStringLiteral("≥ ") + match.captured(1);
    return range.trimmed();
}

QString shortVersion(const SemVer &version)
{
    return QStringLiteral("%1.%2").arg(version.major).arg(version.minor);
}

} // namespace kandesk
