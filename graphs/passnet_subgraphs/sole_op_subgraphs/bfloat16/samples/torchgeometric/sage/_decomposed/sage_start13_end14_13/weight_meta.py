class Program_weight_tensor_meta_expand_as_1:
	name = "in_0"
	original_name = "expand_as_1"
	shape = [2708, 1433]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 4.020
	std = 2.008


class Program_weight_tensor_meta_out:
	name = "in_1"
	original_name = "out"
	shape = [2708, 1433]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 2.001
	std = 1.174
