class Program_weight_tensor_meta_getitem_8:
	name = "in_0"
	original_name = "getitem_8"
	shape = [1, 80, 1, 128, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.332
	std = 0.277
