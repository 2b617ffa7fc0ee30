class Program_weight_tensor_meta_getitem_1:
	name = "in_0"
	original_name = "getitem_1"
	shape = [2, 31, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020
