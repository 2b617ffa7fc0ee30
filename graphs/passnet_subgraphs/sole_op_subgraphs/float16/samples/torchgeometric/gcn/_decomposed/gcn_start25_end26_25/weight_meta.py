class Program_weight_tensor_meta_out_2:
	name = "in_0"
	original_name = "out_2"
	shape = [2708, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.166
	std = 0.898
