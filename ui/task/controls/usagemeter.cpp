// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "usagemeter.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>

namespace kandesk::ui {

UsageMeter::UsageMeter(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_label(new QLabel(this))
{
    setObjectName(QStringLiteral("usageMeter"));
    m_bar->setObjectName(QStringLiteral("usageBar"));
    m_bar->setRange(0, 1000);
    m_bar->setTextVisible(false);
    m_bar->setFixedSize(64, 8);
    m_label->setObjectName(QStringLiteral("usageText"));
    m_label->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_bar);
    layout->addWidget(m_label);
    hide();
}

QString UsageMeter::compactTokens(qint64 tokens)
{
    if (tokens >= 1'000'000)
        return QLocale::c().toString(double(tokens) / 1e6, 'g', 2) + QLatin1Char('M');
    if (tokens >= 10'000)
        return QString::number(qRound64(double(tokens) / 1e3)) + QLatin1Char('k');
    if (tokens >= 1'000)
        return QLocale::c().toString(double(tokens) / 1e3, 'g', 2) + QLatin1Char('k');
    return QString::number(tokens);
}

void UsageMeter::setUsage(const std::optional<SessionControls::Usage> &usage)
{
    if (!usage) {
        hide();
        return;
    }
    QString tip;
    if (usage->size > 0) {
        const double share = qBound(0.0, double(usage->used) / double(usage->size), 1.0);
        m_bar->setValue(qRound(share * 1000));
        m_bar->show();
        m_label->setText(
            tr("%1% · %2 / %3").arg(qRound(share * 100)).arg(compactTokens(usage->used), compactTokens(usage->size)));
        tip = tr("Context: %1 of %2 tokens in use")
                  .arg(QLocale().toString(usage->used), QLocale().toString(usage->size));
    } else {
        m_bar->hide();
        m_label->setText(tr("%1 tokens").arg(compactTokens(usage->used)));
        tip = tr("The last turn used %1 tokens (the agent does not report its context window)")
                  .arg(QLocale().toString(usage->used));
    }
    if (usage->costAmount)
        tip += QLatin1Char('\n')
            + tr("Cost so far: %1 %2").arg(QLocale().toString(*usage->costAmount, 'f', 2), usage->costCurrency);
    setToolTip(tip);
    show();
}

QString UsageMeter::text() const
{
    return isHidden() ? QString() : m_label->text();
}

} // namespace kandesk::ui
