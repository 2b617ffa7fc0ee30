class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [128, 2304]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.553
