// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "timedapplication.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QMetaEnum>
#include <QThread>

#include <algorithm>
#include <cmath>

namespace kandesk::bench {

TimedApplication::TimedApplication(int &argc, char **argv)
    : QApplication(argc, argv)
{ }

TimedApplication *TimedApplication::instance()
{
    return dynamic_cast<TimedApplication *>(QCoreApplication::instance());
}

bool TimedApplication::notify(QObject *receiver, QEvent *event)
{
    if (m_depth > 0 || QThread::currentThread() != thread()) {
        ++m_depth;
        const bool handled = QApplication::notify(receiver, event);
        --m_depth;
        return handled;
    }
    // Read before delivery: the receiver or the event may be gone after it.
    const QEvent::Type type = event->type();
    const char *receiverClass = receiver->metaObject()->className();
    const QObject *parent = receiver->parent();
    const QString parentClass = parent ? QString::fromLatin1(parent->metaObject()->className()) : QString();
    const QString objectName = receiver->objectName();
    QElapsedTimer clock;
    clock.start();
    ++m_depth;
    const bool handled = QApplication::notify(receiver, event);
    --m_depth;
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    Sum &sum = m_sinceMark[{receiverClass, int(type)}];
    sum.ms += ms;
    ++sum.count;
    if (m_longest.size() < kKept || ms > m_longest.constLast().ms) {
        const char *typeName = QMetaEnum::fromType<QEvent::Type>().valueToKey(type);
        Delivery delivery{ms, QString::fromLatin1(receiverClass), parentClass, objectName,
                          typeName ? QString::fromLatin1(typeName) : QString::number(int(type))};
        const auto at = std::find_if(m_longest.begin(), m_longest.end(), [ms](const Delivery &d) { return d.ms < ms; });
        m_longest.insert(at, std::move(delivery));
        if (m_longest.size() > kKept)
            m_longest.removeLast();
    }
    return handled;
}

void TimedApplication::resetLongest()
{
    m_longest.clear();
}

QJsonArray TimedApplication::takeSinceMark()
{
    QList<std::pair<std::pair<const char *, int>, Sum>> sums;
    for (auto it = m_sinceMark.cbegin(); it != m_sinceMark.cend(); ++it)
        sums.append({it.key(), it.value()});
    m_sinceMark.clear();
    std::sort(sums.begin(), sums.end(), [](const auto &a, const auto &b) { return a.second.ms > b.second.ms; });
    QJsonArray out;
    for (qsizetype i = 0; i < qMin<qsizetype>(sums.size(), kKept); ++i) {
        const char *typeName = QMetaEnum::fromType<QEvent::Type>().valueToKey(sums.at(i).first.second);
        out.append(QJsonObject{{QStringLiteral("ms"), std::round(sums.at(i).second.ms * 10) / 10},
                               {QStringLiteral("count"), sums.at(i).second.count},
                               {QStringLiteral("receiver"), QString::fromLatin1(sums.at(i).first.first)},
                               {QStringLiteral("event"), typeName ? QString::fromLatin1(typeName)
                                                                  : QString::number(sums.at(i).first.second)}});
    }
    return out;
}

QJsonArray TimedApplication::longest() const
{
    QJsonArray out;
    for (const Delivery &d : m_longest) {
        out.append(QJsonObject{{QStringLiteral("ms"), std::round(d.ms * 10) / 10},
                               {QStringLiteral("receiver"), d.receiver},
                               {QStringLiteral("parent"), d.parent},
                               {QStringLiteral("object_name"), d.objectName},
                               {QStringLiteral("event"), d.event}});
    }
    return out;
}

} // namespace kandesk::bench
