class Program_weight_tensor_meta_repeat:
	name = "in_0"
	original_name = "repeat"
	shape = [32, 1, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.930
	std = 3.138
