class Program_weight_tensor_meta_getitem_8:
	name = "in_0"
	original_name = "getitem_8"
	shape = [1, 80, 1, 16, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.332
	std = 0.277
