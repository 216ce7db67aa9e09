// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "cliflagtokenizer.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "CliFlagTokenizerWords".
struct CliFlagTokenizerWords {
    Q_DECLARE_TR_FUNCTIONS(CliFlagTokenizerWords)
};

// Whether an error names the line it is about (the settings show it beside the line itself).
enum class LineInError { Named, Left };

Expected<QStringList> tokenize(const QString &line, LineInError named)
{
    enum class Quote { None, Single, Double };
    QStringList tokens;
    QString current;
    bool inToken = false;
    Quote quote = Quote::None;
    qsizetype quoteStart = 0;

    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        switch (quote) {
        case Quote::Single:
            if (c == QLatin1Char('\''))
                quote = Quote::None;
            else
                current.append(c);
            break;
        case Quote::Double:
            if (c == QLatin1Char('"')) {
                quote = Quote::None;
            } else if (c == QLatin1Char('\\') && i + 1 < line.size()
                       && QStringView(u"\"\\$`").contains(line.at(i + 1))) {
                current.append(line.at(++i));
            } else {
                current.append(c);
            }
            break;
        case Quote::None:
            if (c.isSpace()) {
                if (inToken)
                    tokens.append(std::exchange(current, QString()));
                inToken = false;
            } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                quote = c == QLatin1Char('\'') ? Quote::Single : Quote::Double;
                quoteStart = i;
                inToken = true;
            } else if (c == QLatin1Char('\\')) {
                if (i + 1 >= line.size()) {
                    if (named == LineInError::Left)
                        return Error{CliFlagTokenizerWords::tr("trailing backslash at the end")};
                    return Error{CliFlagTokenizerWords::tr("trailing backslash at the end of \"%1\"").arg(line)};
                }
                current.append(line.at(++i));
                inToken = true;
            } else {
                current.append(c);
                inToken = true;
            }
            break;
        }
    }
    if (quote != Quote::None) {
        const qsizetype at = quoteStart + 1;
        if (quote == Quote::Single) {
            if (named == LineInError::Left)
                return Error{CliFlagTokenizerWords::tr("unclosed single quote starting at character %1").arg(at)};
            return Error{CliFlagTokenizerWords::tr("unclosed single quote starting at character %1 of \"%2\"").arg(at).arg(line)};
        }
        if (named == LineInError::Left)
            return Error{CliFlagTokenizerWords::tr("unclosed double quote starting at character %1").arg(at)};
        return Error{CliFlagTokenizerWords::tr("unclosed double quote starting at character %1 of \"%2\"").arg(at).arg(line)};
    }
    if (inToken)
        tokens.append(current);
    return tokens;
}

} // namespace

Expected<QStringList> tokenizeCommandLine(const QString &line)
{
    return tokenize(line, LineInError::Named);
}

QString commandLineProblem(const QString &line)
{
    return tokenize(line, LineInError::Left).error();
}

} // namespace kandesk
