// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentpriority.h"

#include <QByteArray>
#include <QString>

namespace kandesk {

int agentProcessNiceFrom(const QByteArray &text, QString *problem)
{
    if (text.trimmed().isEmpty())
        return kAgentProcessNice;
    bool isNumber = false;
    const int value = text.trimmed().toInt(&isNumber);
    if (isNumber && value >= 0 && value <= 19)
        return value;
    *problem = QStringLiteral("KANDESK_AGENT_NICE must be a whole number from 0 to 19, not \"%1\": agents run at nice %2")
                   .arg(QString::fromLocal8Bit(text))
                   .arg(kAgentProcessNice);
    return kAgentProcessNice;
}

int agentProcessNice()
{
    static const int nice = [] {
        QString problem;
        const int value = agentProcessNiceFrom(qgetenv("KANDESK_AGENT_NICE"), &problem);
        if (!problem.isEmpty())
            qWarning("%s", qPrintable(problem));
        return value;
    }();
    return nice;
}

} // namespace kandesk
