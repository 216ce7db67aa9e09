// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "syncnotice.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

SyncNotice::SyncNotice(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_askAgent(new QPushButton(tr("Ask the &Agent to Resolve"), this))
    , m_continue(new QPushButton(tr("C&ontinue"), this))
    , m_abort(new QPushButton(tr("A&bort"), this))
{
    setObjectName(QStringLiteral("syncNotice"));
    setAccessibleName(tr("Update from base stopped on conflicts"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window, QColor(0xff, 0xf8, 0xc5));
    tinted.setColor(QPalette::WindowText, QColor(0x3d, 0x2e, 0x00));
    setPalette(tinted);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    QPalette red = m_problem->palette();
    red.setColor(QPalette::WindowText, QColor(0xcf, 0x22, 0x2e));
    m_problem->setPalette(red);
    m_askAgent->setObjectName(QStringLiteral("askAgentToResolve"));
    m_continue->setObjectName(QStringLiteral("continueUpdate"));
    m_abort->setObjectName(QStringLiteral("abortUpdate"));
    m_continue->setToolTip(tr("Go on once every conflict marker is gone"));
    m_abort->setToolTip(tr("Stop the update and put the branch back on the commit it had"));
    auto *texts = new QVBoxLayout;
    texts->addWidget(m_text);
    texts->addWidget(m_problem);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addLayout(texts, 1);
    layout->addWidget(m_askAgent);
    layout->addWidget(m_continue);
    layout->addWidget(m_abort);
    connect(m_askAgent, &QPushButton::clicked, this, [this] { Q_EMIT askAgentRequested(m_taskId); });
    connect(m_continue, &QPushButton::clicked, this, [this] { Q_EMIT continueRequested(m_taskId); });
    connect(m_abort, &QPushButton::clicked, this, [this] { Q_EMIT abortRequested(m_taskId); });
    hide();
}

QString SyncNotice::text() const
{
    return m_problem->text().isEmpty() ? m_text->text() : m_text->text() + QLatin1Char('\n') + m_problem->text();
}

void SyncNotice::showFor(const QString &taskId)
{
    m_taskId = taskId;
    m_problem->clear();
    m_problem->hide();
    for (QPushButton *button : { m_askAgent, m_continue, m_abort })
        button->setEnabled(true);
    show();
}

void SyncNotice::showConflict(const QString &taskId, const QString &baseRef, const QStringList &files)
{
    showFor(taskId);
    m_text->setText(tr("⚠ Updating from %1 stopped on conflicts in %2.").arg(baseRef, files.join(QStringLiteral(", "))));
}

void SyncNotice::showResolving(const QString &taskId, const QStringList &files)
{
    showFor(taskId);
    m_text->setText(tr("◷ The agent is resolving the conflicts in %1; Kandesk goes on when its turn ends.")
                        .arg(files.join(QStringLiteral(", "))));
    m_askAgent->setEnabled(false);
}

void SyncNotice::showProblem(const QString &taskId, const QString &problem)
{
    const QString text = m_text->text();
    showFor(taskId);
    m_text->setText(text);
    m_problem->setText(problem);
    m_problem->show();
}

void SyncNotice::clearFor(const QString &taskId)
{
    if (taskId != m_taskId)
        return;
    m_taskId.clear();
    hide();
}

} // namespace kandesk::ui
