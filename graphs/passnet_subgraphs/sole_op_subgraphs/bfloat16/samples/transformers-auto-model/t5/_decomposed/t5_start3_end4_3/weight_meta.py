class Program_weight_tensor_meta_to:
	name = "in_0"
	original_name = "to"
	shape = [1, 16, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.010
	std = 0.980
