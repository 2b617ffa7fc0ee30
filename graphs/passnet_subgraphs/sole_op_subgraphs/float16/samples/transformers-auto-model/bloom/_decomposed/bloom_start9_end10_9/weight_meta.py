class Program_weight_tensor_meta_repeat:
	name = "in_0"
	original_name = "repeat"
	shape = [16, 1, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.930
	std = 3.140
