// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "cliflagtokenizer.h"

namespace kandesk {

Expected<QStringList> tokenizeCommandLine(const QString &line)
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
                if (i + 1 >= line.size())
                    return Error{QStringLiteral("trailing backslash at the end of \"%1\"").arg(line)};
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
        return Error{QStringLiteral("unclosed %1 quote starting at character %2 of \"%3\"")
                         .arg(quote == Quote::Single ? QStringLiteral("single") : QStringLiteral("double"))
                         .arg(quoteStart + 1)
                         .arg(line)};
    }
    if (inToken)
        tokens.append(current);
    return tokens;
}

} // namespace kandesk
