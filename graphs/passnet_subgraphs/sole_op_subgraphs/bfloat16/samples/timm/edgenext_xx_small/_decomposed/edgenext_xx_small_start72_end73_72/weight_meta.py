class Program_weight_tensor_meta_getitem_6:
	name = "in_0"
	original_name = "getitem_6"
	shape = [1, 28, 28, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.465
	std = 1.026
