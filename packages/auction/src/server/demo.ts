export async function seedAuctionDemo() {}
