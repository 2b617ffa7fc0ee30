class Program_weight_tensor_meta_getitem_7:
	name = "in_0"
	original_name = "getitem_7"
	shape = [1, 20, 20, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.384
	std = 0.858
