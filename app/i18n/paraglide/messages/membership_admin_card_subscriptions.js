/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Card_SubscriptionsInputs */

const en_membership_admin_card_subscriptions = /** @type {(inputs: Membership_Admin_Card_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

const de_membership_admin_card_subscriptions = /** @type {(inputs: Membership_Admin_Card_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abos`)
};

/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Membership_Admin_Card_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_card_subscriptions = /** @type {((inputs?: Membership_Admin_Card_SubscriptionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Card_SubscriptionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_card_subscriptions(inputs)
	return en_membership_admin_card_subscriptions(inputs)
});