class Program_weight_tensor_meta_cat_1:
	name = "in_0"
	original_name = "cat_1"
	shape = [2, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.348
	std = 0.617
