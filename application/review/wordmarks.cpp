// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "wordmarks.h"

#include <QStringView>

#include <vector>

namespace kandesk {

namespace {

constexpr qsizetype kMaxCells = 160'000; // token pairs; beyond this a line is marked whole

struct Token {
    int start;
    int length;
};

int charClass(QChar c)
{
    if (c.isLetterOrNumber() || c == QLatin1Char('_'))
        return 0;
    if (c.isSpace())
        return 1;
    return 2;
}

QList<Token> tokenize(const QString &text)
{
    QList<Token> tokens;
    int i = 0;
    while (i < text.size()) {
        const int kind = charClass(text.at(i));
        int end = i + 1;
        if (kind != 2) {
            while (end < text.size() && charClass(text.at(end)) == kind)
                ++end;
        }
        tokens.append({i, end - i});
        i = end;
    }
    return tokens;
}

void addMark(QList<WordMark> &marks, const Token &token)
{
    if (!marks.isEmpty() && marks.last().start + marks.last().length == token.start)
        marks.last().length += token.length;
    else
        marks.append({token.start, token.length});
}

} // namespace

WordMarks wordMarks(const QString &oldLine, const QString &newLine)
{
    const QList<Token> a = tokenize(oldLine);
    const QList<Token> b = tokenize(newLine);
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    if (n == 0 || m == 0 || n * m > kMaxCells)
        return {};
    auto same = [&](qsizetype i, qsizetype j) {
        return QStringView(oldLine).mid(a.at(i).start, a.at(i).length) == QStringView(newLine).mid(b.at(j).start, b.at(j).length);
    };
    // lengths[i][j]: the LCS of a[i..] and b[j..].
    std::vector<int> lengths(size_t((n + 1) * (m + 1)), 0);
    auto at = [&](qsizetype i, qsizetype j) -> int & { return lengths[size_t(i * (m + 1) + j)]; };
    for (qsizetype i = n - 1; i >= 0; --i) {
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = same(i, j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    }
    if (at(0, 0) == 0)
        return {};
    WordMarks marks;
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && same(i, j)) {
            ++i;
            ++j;
        } else if (j >= m || (i < n && at(i + 1, j) >= at(i, j + 1))) {
            addMark(marks.removed, a.at(i++));
        } else {
            addMark(marks.added, b.at(j++));
        }
    }
    return marks;
}

} // namespace kandesk
