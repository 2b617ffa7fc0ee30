class Program_weight_tensor_meta_x_163:
	name = "in_0"
	original_name = "x_163"
	shape = [2, 2048, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.042
	std = 0.051
