class Program_weight_tensor_meta_out_5:
	name = "in_0"
	original_name = "out_5"
	shape = [2708, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.164
	std = 0.920
