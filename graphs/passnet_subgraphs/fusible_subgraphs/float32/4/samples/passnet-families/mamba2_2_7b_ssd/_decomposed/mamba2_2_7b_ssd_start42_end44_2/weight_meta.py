class Program_weight_tensor_meta_getitem_8:
	name = "in_0"
	original_name = "getitem_8"
	shape = [4, 80, 1, 256, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.332
	std = 0.277
