class Program_weight_tensor_meta_getitem_3:
	name = "in_0"
	original_name = "getitem_3"
	shape = [4, 196, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_mul:
	name = "in_1"
	original_name = "mul"
	shape = [1, 4, 196, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.001
