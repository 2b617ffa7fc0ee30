class Program_weight_tensor_meta_linear:
	name = "in_0"
	original_name = "linear"
	shape = [1, 1500, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.394
