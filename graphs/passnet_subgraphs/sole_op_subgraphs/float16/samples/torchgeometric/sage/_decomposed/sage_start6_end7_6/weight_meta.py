class Program_weight_tensor_meta_count:
	name = "in_0"
	original_name = "count"
	shape = [2708]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000
