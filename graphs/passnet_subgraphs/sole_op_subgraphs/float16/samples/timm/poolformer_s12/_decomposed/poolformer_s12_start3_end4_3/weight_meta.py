class Program_weight_tensor_meta_group_norm:
	name = "in_0"
	original_name = "group_norm"
	shape = [1, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 1.008


class Program_weight_tensor_meta_y:
	name = "in_1"
	original_name = "y"
	shape = [1, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.868
