// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewfindings.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

namespace kandesk::reviewfindings {

namespace {

// A list marker, then `path:line[-line]` (backticks optional) and a colon or dash before the text.
// The path holds no space, so prose such as "Note 3: …" or a time "10:30: …" is not a finding.
const QRegularExpression &findingLine()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(^(?:[-*+]|\d+[.)])?\s*`?([^\s`:]+):(\d+)(?:-(\d+))?`?\s*(?::|\x{2014}|\x{2013}|-)\s*(\S.*)$)"));
    return pattern;
}

// The path relative to worktree, or empty when it leaves it.
QString relativePath(QString path, const QString &worktree)
{
    if (QDir::isAbsolutePath(path)) {
        if (worktree.isEmpty())
            return {};
        path = QDir(worktree).relativeFilePath(path);
    }
    path = QDir::cleanPath(path); // also drops a leading "./"
    if (path == QLatin1String(".") || path == QLatin1String("..") || path.startsWith(QLatin1String("../"))
        || QDir::isAbsolutePath(path))
        return {};
    return path;
}

} // namespace

QList<ReviewComment> parse(const QString &text, const QString &worktree)
{
    QList<ReviewComment> findings;
    QSet<QString> seen;
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = findingLine().match(line.trimmed());
        if (!match.hasMatch())
            continue;
        ReviewComment finding;
        finding.path = relativePath(match.captured(1), worktree);
        finding.startLine = match.captured(2).toInt();
        finding.endLine = match.hasCaptured(3) ? match.captured(3).toInt() : finding.startLine;
        finding.body = match.captured(4).trimmed();
        if (finding.path.isEmpty() || finding.startLine < 1 || finding.endLine < finding.startLine)
            continue;
        const QString key = finding.location() + QLatin1Char('\n') + finding.body;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        findings.append(finding);
        if (findings.size() == kMaxFindings)
            break;
    }
    return findings;
}

QString codeAt(const QString &worktree, const QString &path, int first, int last)
{
    if (worktree.isEmpty())
        return {};
    QFile file(QDir(worktree).filePath(path));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines;
    for (int number = 1; number <= last && !file.atEnd(); ++number) {
        QString line = QString::fromUtf8(file.readLine(64 * 1024));
        while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (number >= first)
            lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace kandesk::reviewfindings
