// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessioncontrolsbar.h"

#include "usagemeter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScopedValueRollback>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>

namespace kandesk::ui {

SessionControlsBar::SessionControlsBar(QWidget *parent)
    : QWidget(parent)
    , m_mode(new QComboBox(this))
    , m_plan(new QToolButton(this))
    , m_model(new QComboBox(this))
    , m_usage(new UsageMeter(this))
    , m_toggleRow(new QHBoxLayout)
    , m_refusal(new QLabel(this))
{
    setObjectName(QStringLiteral("sessionControls"));
    m_mode->setObjectName(QStringLiteral("modeSelector"));
    m_mode->setToolTip(tr("The agent's mode for this session"));
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_model->setObjectName(QStringLiteral("modelSelector"));
    m_model->setToolTip(tr("The agent's model for this session"));
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_plan->setObjectName(QStringLiteral("planToggle"));
    m_plan->setText(tr("Plan"));
    m_plan->setCheckable(true);
    m_plan->setToolTip(tr("Plan first, change nothing yet (Ctrl+Shift+P)"));
    m_refusal->setObjectName(QStringLiteral("controlRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette warning = m_refusal->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x3a, 0x2e));
    m_refusal->setPalette(warning);

    auto *row = new QHBoxLayout;
    row->setSpacing(6);
    row->addWidget(m_mode);
    row->addWidget(m_plan);
    row->addWidget(m_model);
    m_toggleRow->setSpacing(6);
    row->addLayout(m_toggleRow);
    row->addWidget(m_usage);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 8);
    layout->setSpacing(4);
    layout->addLayout(row);
    layout->addWidget(m_refusal); // its own line: a reason is a sentence

    auto *planKeys = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), parent ? parent : this);
    planKeys->setContext(Qt::WidgetWithChildrenShortcut);
    connect(planKeys, &QShortcut::activated, this, &SessionControlsBar::togglePlanMode);
    connect(m_plan, &QToolButton::clicked, this, [this] {
        m_plan->setChecked(m_controls.currentMode == m_controls.planModeId()); // until the agent says so
        togglePlanMode();
    });
    connect(m_mode, &QComboBox::activated, this, [this](int index) { chooseMode(m_mode->itemData(index).toString()); });
    connect(m_model, &QComboBox::activated, this, [this](int index) {
        const QString id = m_model->itemData(index).toString();
        if (id == m_controls.currentModel)
            return;
        clearRefusal();
        Q_EMIT modelChosen(id);
    });
    m_refusal->hide();
    setControls({});
}

void SessionControlsBar::fill(QComboBox *box, const QList<SessionControls::Choice> &choices, const QString &current)
{
    const QScopedValueRollback filling(m_filling, true);
    box->clear();
    for (const SessionControls::Choice &choice : choices) {
        box->addItem(choice.name, choice.id);
        if (!choice.description.isEmpty())
            box->setItemData(box->count() - 1, choice.description, Qt::ToolTipRole);
    }
    box->setCurrentIndex(box->findData(current));
    box->setVisible(!choices.isEmpty());
}

void SessionControlsBar::fillToggles(const QList<SessionControls::Toggle> &toggles)
{
    bool sameSettings = toggles.size() == m_toggles.size();
    for (qsizetype i = 0; sameSettings && i < toggles.size(); ++i)
        sameSettings = m_toggles.at(i)->objectName() == QStringLiteral("toggle:") + toggles.at(i).id;
    if (!sameSettings) {
        qDeleteAll(std::exchange(m_toggles, {}));
        for (const SessionControls::Toggle &toggle : toggles) {
            auto *button = new QToolButton(this);
            button->setObjectName(QStringLiteral("toggle:") + toggle.id);
            button->setCheckable(true);
            button->setText(toggle.name);
            button->setEnabled(m_changeable);
            connect(button, &QToolButton::clicked, this, [this, button, id = toggle.id] {
                bool on = false;
                for (const SessionControls::Toggle &current : std::as_const(m_controls.toggles)) {
                    if (current.id == id)
                        on = current.on;
                }
                button->setChecked(on); // until the agent says so
                clearRefusal();
                Q_EMIT toggleChosen(id, !on);
            });
            m_toggleRow->addWidget(button);
            m_toggles.append(button);
        }
    }
    for (qsizetype i = 0; i < toggles.size(); ++i) {
        QToolButton *button = m_toggles.at(i);
        button->setChecked(toggles.at(i).on);
        button->setToolTip(toggles.at(i).description.isEmpty() ? toggles.at(i).name : toggles.at(i).description);
    }
}

QToolButton *SessionControlsBar::toggleButton(const QString &id) const
{
    for (QToolButton *button : m_toggles) {
        if (button->objectName() == QStringLiteral("toggle:") + id)
            return button;
    }
    return nullptr;
}

void SessionControlsBar::setControls(const SessionControls &controls)
{
    const QString planId = controls.planModeId();
    if (controls.currentMode != planId && !controls.currentMode.isEmpty())
        m_modeBeforePlan = controls.currentMode;
    if (controls.modes != m_controls.modes || controls.currentMode != m_controls.currentMode
        || m_mode->count() != controls.modes.size())
        fill(m_mode, controls.modes, controls.currentMode);
    if (controls.models != m_controls.models || controls.currentModel != m_controls.currentModel
        || m_model->count() != controls.models.size())
        fill(m_model, controls.models, controls.currentModel);
    m_mode->setVisible(!controls.modes.isEmpty());
    m_model->setVisible(!controls.models.isEmpty());
    m_plan->setVisible(!planId.isEmpty());
    m_plan->setChecked(!planId.isEmpty() && controls.currentMode == planId);
    m_usage->setUsage(controls.usage);
    m_controls = controls;
    fillToggles(controls.toggles);
    setVisible(!controls.modes.isEmpty() || !controls.models.isEmpty() || !controls.toggles.isEmpty()
        || controls.usage.has_value() || !m_refusal->text().isEmpty());
}

void SessionControlsBar::showRefusal(const QString &reason)
{
    fill(m_mode, m_controls.modes, m_controls.currentMode);
    fill(m_model, m_controls.models, m_controls.currentModel);
    m_plan->setChecked(!m_controls.planModeId().isEmpty() && m_controls.currentMode == m_controls.planModeId());
    fillToggles(m_controls.toggles);
    m_refusal->setText(QStringLiteral("✗ ") + reason);
    m_refusal->setToolTip(reason);
    m_refusal->show();
    show();
}

void SessionControlsBar::clearRefusal()
{
    m_refusal->clear();
    m_refusal->hide();
}

QString SessionControlsBar::refusalText() const
{
    return m_refusal->text();
}

void SessionControlsBar::setChangeable(bool changeable)
{
    m_changeable = changeable;
    const QString why = changeable ? QString() : tr(" (the agent is not running: send a prompt to resume it)");
    m_mode->setEnabled(changeable);
    m_model->setEnabled(changeable);
    m_plan->setEnabled(changeable);
    for (QToolButton *button : std::as_const(m_toggles))
        button->setEnabled(changeable);
    m_mode->setToolTip(tr("The agent's mode for this session") + why);
    m_model->setToolTip(tr("The agent's model for this session") + why);
}

void SessionControlsBar::togglePlanMode()
{
    const QString planId = m_controls.planModeId();
    if (planId.isEmpty()) {
        showRefusal(tr("This agent has no plan mode (Ctrl+Shift+P does nothing here)."));
        return;
    }
    if (!m_changeable) {
        showRefusal(tr("The mode can change while the agent runs; send a prompt to start it."));
        return;
    }
    if (m_controls.currentMode != planId) {
        chooseMode(planId);
        return;
    }
    QString back = m_modeBeforePlan;
    if (back.isEmpty() || back == planId) {
        for (const SessionControls::Choice &mode : std::as_const(m_controls.modes)) {
            if (mode.id != planId) {
                back = mode.id;
                break;
            }
        }
    }
    if (!back.isEmpty())
        chooseMode(back);
}

void SessionControlsBar::chooseMode(const QString &modeId)
{
    if (m_filling || modeId.isEmpty() || modeId == m_controls.currentMode)
        return;
    clearRefusal();
    m_mode->setCurrentIndex(m_mode->findData(modeId));
    Q_EMIT modeChosen(modeId);
}

} // namespace kandesk::ui
