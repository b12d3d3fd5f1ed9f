/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Push_Alert_Away_Reminder_BodyInputs */

const en_push_alert_away_reminder_body = /** @type {(inputs: Push_Alert_Away_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your place is kept until ${i?.when}.`)
};

const de_push_alert_away_reminder_body = /** @type {(inputs: Push_Alert_Away_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Platz wird bis ${i?.when} für dich gehalten.`)
};

/**
* | output |
* | --- |
* | "Your place is kept until {when}." |
*
* @param {Push_Alert_Away_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_reminder_body = /** @type {((inputs: Push_Alert_Away_Reminder_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Reminder_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_reminder_body(inputs)
	return en_push_alert_away_reminder_body(inputs)
});