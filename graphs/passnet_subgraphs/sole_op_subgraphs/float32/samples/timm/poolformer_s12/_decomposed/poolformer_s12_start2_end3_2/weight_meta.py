class Program_weight_tensor_meta_group_norm:
	name = "in_0"
	original_name = "group_norm"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 1.008
